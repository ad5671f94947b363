using Forgekeep.Core.Git;

namespace Forgekeep.Core.Storage;

public interface IObjectStore
{
    bool Exists(ObjectId id);

    Stream OpenRead(ObjectId id);

    ObjectId Write(ObjectType type, ReadOnlySpan<byte> content);

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
