using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Net.Http;
using System.Text.Json;
using Microsoft.Extensions.Logging;

namespace Contoso.Catalog.Importers
{
    public sealed class SupplierFeedImporter
    {
        private static readonly JsonSerializerOptions JsonOptions = new()
        {
            PropertyNameCaseInsensitive = true,
        };

        private readonly HttpClient _http;
        private readonly ICatalogRepository _repository;
        private readonly ILogger<SupplierFeedImporter> _logger;

        public SupplierFeedImporter(HttpClient http, ICatalogRepository repository, ILogger<SupplierFeedImporter> logger)
        {
            _http = http;
            _repository = repository;
            _logger = logger;
        }

        public ImportResult Import(Uri feedUrl)
        {
            var json = _http.GetStringAsync(feedUrl).Result;
            var feed = JsonSerializer.Deserialize<SupplierFeed>(json, JsonOptions)
                ?? throw new InvalidDataException($"Feed at {feedUrl} was empty.");

            var result = new ImportResult();
            foreach (var item in feed.Items)
            {
                if (string.IsNullOrWhiteSpace(item.Sku))
                {
                    result.Skipped++;
                    continue;
                }

                var existing = _repository.FindBySku(item.Sku);
                if (existing is null)
                {
                    _repository.Add(Map(item));
                    result.Created++;
                }
                else if (existing.Price != item.Price || existing.Stock != item.Stock)
                {
                    existing.Price = item.Price;
                    existing.Stock = item.Stock;
                    result.Updated++;
                }
            }

            _repository.SaveChanges();
            _logger.LogInformation(
                "Imported feed {FeedUrl}: {Created} created, {Updated} updated, {Skipped} skipped",
                feedUrl, result.Created, result.Updated, result.Skipped);
            return result;
        }

        private static Product Map(SupplierFeedItem item) => new()
        {
            Sku = item.Sku.Trim(),
            Name = item.Name,
            Price = item.Price,
            Stock = item.Stock,
            Tags = item.Tags?.Select(t => t.ToLowerInvariant()).Distinct().ToList() ?? new List<string>(),
        };
    }
}
