<?php

declare(strict_types=1);

namespace Shop\Checkout;

use Shop\Checkout\Exception\EmptyCartException;
use Shop\Pricing\Money;
use Shop\Pricing\TaxRateProvider;

final class OrderTotals
{
    private const FREE_SHIPPING_THRESHOLD = 5000;
    private const DOMESTIC_SHIPPING = 495;
    private const INTERNATIONAL_SHIPPING = 1295;
    private const HOME_COUNTRY = 'DE';

    public function __construct(
        private readonly TaxRateProvider $taxRates,
        private readonly string $currency = 'EUR',
    ) {
    }

    /**
     * @param array<int, array{sku: string, price: int, qty: int}> $lines
     * @return array<string, Money>
     */
    public function summarize(array $lines, string $country): array
    {
        if ($lines === []) {
            throw new EmptyCartException();
        }

        $subtotal = $this->calcSubtotal($lines);
        $shipping = $this->calcShipping($subtotal, $country);
        $tax = $this->calcTax($subtotal + $shipping, $country);

        return [
            'subtotal' => new Money($subtotal, $this->currency),
            'shipping' => new Money($shipping, $this->currency),
            'tax' => new Money($tax, $this->currency),
            'total' => new Money($subtotal + $shipping + $tax, $this->currency),
        ];
    }

    private function calcSubtotal(array $lines): int
    {
        $sum = 0;
        foreach ($lines as $line) {
            $sum += $line['price'] * $line['qty'];
        }

        return $sum;
    }

    private function calcShipping(int $subtotal, string $country): int
    {
        if ($country !== self::HOME_COUNTRY) {
            return self::INTERNATIONAL_SHIPPING;
        }

        return $subtotal >= self::FREE_SHIPPING_THRESHOLD ? 0 : self::DOMESTIC_SHIPPING;
    }

    private function calcTax(int $amount, string $country): int
    {
        $rate = $this->taxRates->forCountry($country);

        return (int) round($amount * $rate);
    }
}
