<?php
// ... existing code ...
final class OrderTotals
{
    private const FREE_SHIPPING_THRESHOLD = 5000;
    private const DOMESTIC_SHIPPING = 495;
    private const INTERNATIONAL_SHIPPING = 1295;
    private const HOME_COUNTRY = 'DE';

    public function __construct(
    // ... existing code ...
        $subtotal = $this->calcSubtotal($lines);
        $shipping = $this->calcShipping($subtotal, $country);
        $tax = $this->calcTax($subtotal + $shipping, $country);
    // ... existing code ...
        return $sum;
    }

    private function calcShipping(int $subtotal, string $country): int
    {
        if ($country !== self::HOME_COUNTRY) {
            return self::INTERNATIONAL_SHIPPING;
        }

        return $subtotal >= self::FREE_SHIPPING_THRESHOLD ? 0 : self::DOMESTIC_SHIPPING;
    }
    // ... existing code ...
