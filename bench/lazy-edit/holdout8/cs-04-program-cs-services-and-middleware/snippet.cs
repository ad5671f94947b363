using Acme.Orders.Api.Endpoints;
using Acme.Orders.Application;
using Acme.Orders.Infrastructure;
using Microsoft.AspNetCore.Authentication.JwtBearer;
using Microsoft.AspNetCore.RateLimiting;
using Microsoft.EntityFrameworkCore;
using Serilog;
using System.Threading.RateLimiting;

// ... existing code ...
builder.Services.AddScoped<ICustomerRepository, CustomerRepository>();
builder.Services.AddHttpClient<IPaymentGateway, StripePaymentGateway>(client =>
    client.BaseAddress = new Uri(builder.Configuration["Payments:BaseUrl"]!));
builder.Services.AddScoped<OrderService>();
// ... existing code ...
    options.AddPolicy("orders:read", policy => policy.RequireClaim("scope", "orders:read"));
    options.AddPolicy("orders:admin", policy => policy.RequireRole("orders-admin"));
});

builder.Services.AddRateLimiter(options =>
    options.AddFixedWindowLimiter("api", limiter =>
    {
        limiter.PermitLimit = 100;
        limiter.Window = TimeSpan.FromMinutes(1);
        limiter.QueueProcessingOrder = QueueProcessingOrder.OldestFirst;
    }));

// ... existing code ...
app.UseAuthorization();
app.UseRateLimiter();

app.MapHealthChecks("/healthz");
app.MapOrderEndpoints();
app.MapCustomerEndpoints();
app.MapPaymentEndpoints();

// ... existing code ...
