using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net.Http;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

// ... existing code ...
            _logger = logger;
        }

        public async Task<ImportResult> ImportAsync(Uri feedUrl, CancellationToken cancellationToken = default)
        {
            var json = await _http.GetStringAsync(feedUrl, cancellationToken);
            var feed = JsonSerializer.Deserialize<SupplierFeed>(json, JsonOptions)
            // ... existing code ...
                    continue;
                }

                var existing = await _repository.FindBySkuAsync(item.Sku, cancellationToken);
                if (existing is null)
                // ... existing code ...
                }
            }

            await _repository.SaveChangesAsync(cancellationToken);
            _logger.LogInformation(
            // ... existing code ...
