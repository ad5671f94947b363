// ... existing code ...
    private readonly IUnitOfWork _unitOfWork;
    private readonly IEventBus _eventBus;
    private readonly ILogger<PlaceOrderHandler> _logger;

    public PlaceOrderHandler(
        IOrderRepository orders,
        ICustomerRepository customers,
        IPricingService pricing,
        IUnitOfWork unitOfWork,
        IEventBus eventBus,
        ILogger<PlaceOrderHandler> logger)
    {
        _orders = orders;
        _customers = customers;
        _pricing = pricing;
        _unitOfWork = unitOfWork;
        _eventBus = eventBus;
        _logger = logger;
    }

    // ... existing code ...

        await _orders.AddAsync(order, cancellationToken);
        await _unitOfWork.SaveChangesAsync(cancellationToken);
        await _eventBus.PublishAsync(new OrderPlaced(order.Id, customer.Id, order.Total), cancellationToken);

        // ... existing code ...
