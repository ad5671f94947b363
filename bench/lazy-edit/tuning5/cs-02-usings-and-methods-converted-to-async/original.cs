using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;

namespace Reports;

public class ReportStore
{
    private readonly string _directory;
    private static readonly JsonSerializerOptions JsonOptions = new() { WriteIndented = true };

    public ReportStore(string directory)
    {
        _directory = directory;
        Directory.CreateDirectory(directory);
    }

    public void Save(Report report)
    {
        var path = PathFor(report.Id);
        var json = JsonSerializer.Serialize(report, JsonOptions);
        File.WriteAllText(path, json);
    }

    public Report? Load(string id)
    {
        var path = PathFor(id);
        if (!File.Exists(path))
        {
            return null;
        }
        var json = File.ReadAllText(path);
        return JsonSerializer.Deserialize<Report>(json, JsonOptions);
    }

    public IEnumerable<string> ListIds()
    {
        return Directory.EnumerateFiles(_directory, "*.json")
            .Select(Path.GetFileNameWithoutExtension)
            .OfType<string>()
            .OrderBy(id => id);
    }

    private string PathFor(string id) => Path.Combine(_directory, id + ".json");
}
