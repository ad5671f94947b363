public class PaymentService
{
    private readonly IGateway _gateway;
    private readonly ILogger<PaymentService> _logger;

    public PaymentService(IGateway gateway, ILogger<PaymentService> logger)
    {
        _gateway = gateway;
        _logger = logger;
    }

    public bool Charge(decimal amount)
    {
        _logger.LogInformation("Charging {Amount}", amount);
        return _gateway.Charge(amount);
    }
}
