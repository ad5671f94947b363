using System.Text.Json.Serialization;
using System.Threading.RateLimiting;
using Acme.Orders.Api.Endpoints;
// ... existing code ...
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddProblemDetails();
builder.Services.AddHealthChecks()
    .AddDbContextCheck<OrdersDbContext>();
builder.Services.AddRateLimiter(options =>
{
    options.RejectionStatusCode = StatusCodes.Status429TooManyRequests;
    options.AddPolicy("per-user", context =>
        RateLimitPartition.GetFixedWindowLimiter(
            context.User.Identity?.Name ?? context.Connection.RemoteIpAddress?.ToString() ?? "anonymous",
            _ => new FixedWindowRateLimiterOptions { PermitLimit = 100, Window = TimeSpan.FromMinutes(1) }));
});

var app = builder.Build();

// ... existing code ...
app.UseAuthentication();
app.UseAuthorization();
app.UseRateLimiter();

app.MapGroup("/api/orders")
    .MapOrderEndpoints()
    .RequireAuthorization()
    .RequireRateLimiting("per-user");

app.MapGroup("/api/customers")
    .MapCustomerEndpoints()
    .RequireAuthorization();

app.MapHealthChecks("/health")
    .AllowAnonymous();

app.Run();
// ... existing code ...
