using System;
using System.Collections.Generic;
using System.IO;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Ingest.Workers
{
    public class InvoiceImportWorker
    {
        private readonly IInvoiceParser _parser;
        private readonly IInvoiceStore _store;
        private readonly ILogger<InvoiceImportWorker> _logger;

        public InvoiceImportWorker(IInvoiceParser parser, IInvoiceStore store, ILogger<InvoiceImportWorker> logger)
        {
            _parser = parser;
            _store = store;
            _logger = logger;
        }

        public async Task<int> ImportDirectoryAsync(string directory, CancellationToken cancellationToken)
        {
            var imported = 0;
            foreach (var path in Directory.EnumerateFiles(directory, "*.xml"))
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (await ImportFileAsync(path, cancellationToken))
                {
                    imported++;
                }
            }

            _logger.LogInformation("Imported {Count} invoices from {Directory}", imported, directory);
            return imported;
        }

        public async Task<bool> ImportFileAsync(string path, CancellationToken cancellationToken)
        {
            var stream = File.OpenRead(path);
            var invoice = await _parser.ParseAsync(stream, cancellationToken);
            if (invoice == null)
            {
                _logger.LogWarning("Skipping {Path}: not a recognised invoice", path);
                return false;
            }

            if (await _store.ExistsAsync(invoice.Number, cancellationToken))
            {
                _logger.LogDebug("Invoice {Number} already imported", invoice.Number);
                return false;
            }

            await _store.SaveAsync(invoice, cancellationToken);
            _logger.LogInformation("Imported invoice {Number} from {Path}", invoice.Number, path);
            return true;
        }

        public IReadOnlyList<string> PendingFiles(string directory)
        {
            var files = new List<string>(Directory.EnumerateFiles(directory, "*.xml"));
            files.Sort(StringComparer.OrdinalIgnoreCase);
            return files;
        }
    }
}
