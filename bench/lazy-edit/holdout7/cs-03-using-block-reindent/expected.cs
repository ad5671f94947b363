using System.Data;
using System.Globalization;
using Microsoft.Data.SqlClient;

namespace Billing.Jobs;

public sealed class InvoiceExporter
{
    private readonly string _connectionString;
    private readonly TextWriter _output;

    public InvoiceExporter(string connectionString, TextWriter output)
    {
        _connectionString = connectionString;
        _output = output;
    }

    public int ExportMonth(int year, int month)
    {
        using var connection = new SqlConnection(_connectionString);
        connection.Open();
        using var command = connection.CreateCommand();
        command.CommandText = "SELECT Number, Customer, TotalCents FROM Invoices WHERE YEAR(IssuedAt) = @y AND MONTH(IssuedAt) = @m";
        command.Parameters.Add("@y", SqlDbType.Int).Value = year;
        command.Parameters.Add("@m", SqlDbType.Int).Value = month;

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
