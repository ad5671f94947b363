using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;

// ... existing code ...

    public async Task SaveAsync(Report report, CancellationToken cancellationToken = default)
    {
        var path = PathFor(report.Id);
        await using var stream = File.Create(path);
        await JsonSerializer.SerializeAsync(stream, report, JsonOptions, cancellationToken);
    }

    public async Task<Report?> LoadAsync(string id, CancellationToken cancellationToken = default)
    {
        var path = PathFor(id);
        if (!File.Exists(path))
        {
            return null;
        }
        await using var stream = File.OpenRead(path);
        return await JsonSerializer.DeserializeAsync<Report>(stream, JsonOptions, cancellationToken);
    }

    // ... existing code ...
