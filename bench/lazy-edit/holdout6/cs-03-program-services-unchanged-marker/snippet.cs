// ... existing code (unchanged) ...
builder.Services.AddScoped<IOrderService, OrderService>();
builder.Services.AddScoped<IInventoryService, InventoryService>();
builder.Services.AddMemoryCache();
builder.Services.AddHealthChecks()
    .AddDbContextCheck<ShopDbContext>();
builder.Services.AddEndpointsApiExplorer();
// ... existing code (unchanged) ...
app.UseHttpsRedirection();

app.MapHealthChecks("/healthz");
app.MapProductEndpoints();
app.MapOrderEndpoints();
app.MapInventoryEndpoints();

app.Run();
