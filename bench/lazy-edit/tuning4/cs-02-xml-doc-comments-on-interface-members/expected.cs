using Forgekeep.Core.Git;

namespace Forgekeep.Core.Storage;

public interface IObjectStore
{
    /// <summary>Returns whether an object with the given id is present.</summary>
    bool Exists(ObjectId id);

    /// <summary>Opens a stream over the inflated content of an object.</summary>
    /// <exception cref="ObjectNotFoundException">The object does not exist.</exception>
    Stream OpenRead(ObjectId id);

    ObjectId Write(ObjectType type, ReadOnlySpan<byte> content);

    /// <summary>
    /// Writes an object whose content is read from <paramref name="content"/>.
    /// </summary>
    /// <param name="length">The exact number of bytes that will be read from the stream.</param>
    Task<ObjectId> WriteAsync(ObjectType type, Stream content, long length, CancellationToken ct = default);

    IAsyncEnumerable<ObjectId> EnumerateAsync(CancellationToken ct = default);

    long ApproximateSize { get; }
}

public enum ObjectType
{
    Commit = 1,
    Tree = 2,
    Blob = 3,
    Tag = 4,
}
