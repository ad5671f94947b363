// ... existing code ...

        public async Task<bool> ImportFileAsync(string path, CancellationToken cancellationToken)
        {
            using (_logger.BeginScope(new Dictionary<string, object> { ["InvoiceFile"] = path }))
            using (var stream = File.OpenRead(path))
            {
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
        }

// ... existing code ...
