// ... existing code ...
builder.Services.AddScoped<ICustomerRepository, CustomerRepository>();
builder.Services.AddScoped<ICouponRepository, CouponRepository>();
builder.Services.AddScoped<IProductService, ProductService>();
builder.Services.AddScoped<IOrderService, OrderService>();
builder.Services.AddScoped<ICustomerService, CustomerService>();
builder.Services.AddScoped<ICouponService, CouponService>();
builder.Services.AddSingleton<IClock, SystemClock>();
// ... existing code ...
builder.Services.AddAuthentication().AddJwtBearer();
builder.Services.AddAuthorization();
builder.Services.AddHealthChecks()
    .AddDbContextCheck<ShopDbContext>();

var app = builder.Build();
// ... existing code ...
app.MapCustomerEndpoints();
app.MapCouponEndpoints();
app.MapHealthChecks("/health");

app.Run();
