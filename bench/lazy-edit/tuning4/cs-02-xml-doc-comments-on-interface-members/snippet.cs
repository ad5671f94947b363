// ... existing code ...
public interface IObjectStore
{
    /// <summary>Returns whether an object with the given id is present.</summary>
    bool Exists(ObjectId id);

    /// <summary>Opens a stream over the inflated content of an object.</summary>
    /// <exception cref="ObjectNotFoundException">The object does not exist.</exception>
    Stream OpenRead(ObjectId id);

    // ... existing code ...

    /// <summary>
    /// Writes an object whose content is read from <paramref name="content"/>.
    /// </summary>
    /// <param name="length">The exact number of bytes that will be read from the stream.</param>
    Task<ObjectId> WriteAsync(ObjectType type, Stream content, long length, CancellationToken ct = default);

    // ... existing code ...
