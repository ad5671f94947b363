// ... existing code ...
    public int ExportMonth(int year, int month)
    {
        using var connection = new SqlConnection(_connectionString);
        connection.Open();
        using var command = connection.CreateCommand();
        // ... existing code ...

        var count = 0;
        using (var reader = command.ExecuteReader())
        {
            while (reader.Read())
            {
                var total = reader.GetInt64(2) / 100m;
                _output.WriteLine(string.Join(';',
                    reader.GetString(0),
                    reader.GetString(1),
                    total.ToString("F2", CultureInfo.InvariantCulture)));
                count++;
            }
        }
        return count;
    }
}
