package dev.forgekeep.transport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;

/**
 * A transport that speaks the git wire protocol with a remote peer.
 */
public interface GitTransport extends AutoCloseable {

    /**
     * Returns the refs advertised by the remote.
     *
     * @return the advertised refs
     */
    List<Ref> listRefs() throws IOException;

    /**
     * Fetches objects from the remote.
     *
     * @param wants the object ids to fetch
     * @param out where the pack is written
     */
    void fetch(List<ObjectId> wants, OutputStream out) throws IOException;

    /**
     * Pushes a pack to the remote.
     *
     * @param updates the ref updates to apply
     * @param pack the pack data
     * @return the per-ref status reported by the remote
     */
    List<RefUpdateResult> push(List<RefUpdate> updates, InputStream pack) throws IOException;

    /**
     * Returns the protocol version negotiated with the remote.
     */
    int protocolVersion();

    @Override
    void close() throws IOException;
}
