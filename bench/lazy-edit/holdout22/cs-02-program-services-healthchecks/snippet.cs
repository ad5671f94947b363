// ... existing code ...
builder.Services.AddScoped<IStockService, StockService>();
builder.Services.AddScoped<ISupplierService, SupplierService>();
builder.Services.AddSingleton<IClock, SystemClock>();
builder.Services.AddHttpClient<ISupplierCatalogClient, SupplierCatalogClient>(client =>
{
    client.BaseAddress = new Uri(builder.Configuration["Suppliers:CatalogUrl"]!);
    client.Timeout = TimeSpan.FromSeconds(15);
});

builder.Services.AddHealthChecks()
    .AddDbContextCheck<InventoryDbContext>("database");

// ... existing code ...
app.MapControllers();
app.MapHealthChecks("/healthz").AllowAnonymous();

// ... existing code ...
