public class Exporter
{
    public void Export(string path, string text)
    {
        var writer = new StreamWriter(path);
        writer.Write(text);
        writer.Dispose();
    }
}
