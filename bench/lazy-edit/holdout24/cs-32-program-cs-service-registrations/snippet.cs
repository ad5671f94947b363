// ... existing code ...
builder.Services.AddScoped<IAppointmentService, AppointmentService>();
builder.Services.AddScoped<IAvailabilityService, AvailabilityService>();
builder.Services.AddScoped<IReminderService, ReminderService>();
builder.Services.AddHostedService<ReminderDispatcher>();
builder.Services.AddSingleton<IClock, SystemClock>();
builder.Services.AddHealthChecks()
    .AddDbContextCheck<SchedulingDbContext>();
builder.Services.AddProblemDetails();
// ... existing code ...
app.MapAppointmentEndpoints();
app.MapAvailabilityEndpoints();
app.MapReminderEndpoints();
app.MapHealthChecks("/healthz").AllowAnonymous();

// ... existing code ...
