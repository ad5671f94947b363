using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;
using Shop.Application.Abstractions;
using Shop.Domain.Orders;

namespace Shop.Application.Orders;

public sealed class PlaceOrderHandler
{
    private readonly IOrderRepository _orders;
    private readonly ICustomerRepository _customers;
    private readonly IPricingService _pricing;
    private readonly IUnitOfWork _unitOfWork;
    private readonly ILogger<PlaceOrderHandler> _logger;

    public PlaceOrderHandler(
        IOrderRepository orders,
        ICustomerRepository customers,
        IPricingService pricing,
        IUnitOfWork unitOfWork,
        ILogger<PlaceOrderHandler> logger)
    {
        _orders = orders;
        _customers = customers;
        _pricing = pricing;
        _unitOfWork = unitOfWork;
        _logger = logger;
    }

    public async Task<PlaceOrderResult> HandleAsync(PlaceOrderCommand command, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(command);

        var customer = await _customers.GetByIdAsync(command.CustomerId, cancellationToken);
        if (customer is null)
        {
            return PlaceOrderResult.Failure($"Customer {command.CustomerId} does not exist.");
        }

        if (command.Lines.Count == 0)
        {
            return PlaceOrderResult.Failure("An order needs at least one line.");
        }

        var order = Order.Create(customer.Id, command.ShippingAddress);
        foreach (var line in command.Lines)
        {
            var price = await _pricing.GetPriceAsync(line.Sku, customer.PriceGroup, cancellationToken);
            order.AddLine(line.Sku, line.Quantity, price);
        }

        await _orders.AddAsync(order, cancellationToken);
        await _unitOfWork.SaveChangesAsync(cancellationToken);

        _logger.LogInformation("Placed order {OrderId} for customer {CustomerId}", order.Id, customer.Id);
        return PlaceOrderResult.Success(order.Id, order.Total);
    }
}
