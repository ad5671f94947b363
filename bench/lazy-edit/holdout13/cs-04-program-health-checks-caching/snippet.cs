// ... existing code ...
builder.Services.AddScoped<IProductService, ProductService>();
builder.Services.AddScoped<IOrderService, OrderService>();
builder.Services.AddScoped<IInventoryService, InventoryService>();
builder.Services.AddSingleton(TimeProvider.System);

builder.Services.AddResponseCaching();
builder.Services.AddHealthChecks()
    .AddDbContextCheck<ShopDbContext>();

builder.Services.AddControllers();
// ... existing code ...
app.UseHttpsRedirection();
app.UseResponseCaching();
app.UseAuthentication();
app.UseAuthorization();

app.MapControllers();
app.MapHealthChecks("/healthz");

app.Run();
// ... existing code ...
