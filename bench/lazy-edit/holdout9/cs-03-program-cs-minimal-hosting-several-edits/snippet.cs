using Acme.Api.Data;
using Acme.Api.Endpoints;
using Acme.Api.Services;
using Microsoft.AspNetCore.Authentication.JwtBearer;
using Microsoft.AspNetCore.RateLimiting;
using Microsoft.EntityFrameworkCore;
// ... existing code ...
builder.Services.AddScoped<ICustomerService, CustomerService>();
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddHealthChecks()
    .AddDbContextCheck<AppDbContext>();
builder.Services.AddRateLimiter(options =>
{
    options.RejectionStatusCode = StatusCodes.Status429TooManyRequests;
    options.AddFixedWindowLimiter("api", limiter =>
    {
        limiter.PermitLimit = 100;
        limiter.Window = TimeSpan.FromMinutes(1);
    });
});

// ... existing code ...
app.UseAuthentication();
app.UseAuthorization();
app.UseRateLimiter();

app.MapOrderEndpoints().RequireRateLimiting("api");
app.MapCustomerEndpoints().RequireRateLimiting("api");
app.MapHealthChecks("/health");

app.Run();
// ... existing code ...
