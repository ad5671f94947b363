// ...existing code...
builder.Services.AddSingleton<IClock, SystemClock>();
builder.Services.AddHealthChecks()
    .AddDbContextCheck<AppDbContext>();

// ...existing code...

app.UseHttpsRedirection();
app.UseAuthentication();
app.UseAuthorization();

app.MapOrderEndpoints();
app.MapCustomerEndpoints();
app.MapHealthChecks("/health");

app.Run();
