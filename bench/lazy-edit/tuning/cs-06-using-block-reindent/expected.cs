public class Exporter
{
    public void Export(string path, string text)
    {
        using (var writer = new StreamWriter(path))
        {
            writer.Write(text);
        }
    }
}
