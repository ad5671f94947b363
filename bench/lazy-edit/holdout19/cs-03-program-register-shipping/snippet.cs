using Contoso.Shop.Api.Auth;
using Contoso.Shop.Api.Endpoints;
using Contoso.Shop.Application.Catalog;
using Contoso.Shop.Application.Orders;
using Contoso.Shop.Application.Shipping;
// ... existing code ...
builder.Services.AddScoped<IOrderService, OrderService>();
builder.Services.AddScoped<IShippingService, ShippingService>();
builder.Services.AddScoped<IPaymentGateway, StripePaymentGateway>();
// ... existing code ...
builder.Services.Configure<JwtOptions>(builder.Configuration.GetSection("Jwt"));
builder.Services.Configure<ShippingOptions>(builder.Configuration.GetSection("Shipping"));
// ... existing code ...
app.MapOrderEndpoints();
app.MapShippingEndpoints();
app.MapGet("/health", () => Results.Ok(new { status = "healthy" }));
// ... existing code ...
