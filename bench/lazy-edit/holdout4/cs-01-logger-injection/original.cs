public class PaymentService
{
    private readonly IGateway _gateway;

    public PaymentService(IGateway gateway)
    {
        _gateway = gateway;
    }

    public bool Charge(decimal amount)
    {
        return _gateway.Charge(amount);
    }
}
