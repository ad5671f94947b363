<?php

declare(strict_types=1);

namespace App\Services;

use App\Events\OrderPlaced;
use App\Exceptions\OutOfStockException;
use App\Models\Cart;
use App\Models\Order;
use App\Models\Product;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

final class OrderCheckout
{
    public function __construct(
        private readonly PaymentGateway $payments,
        private readonly TaxCalculator $taxes,
    ) {
    }

    public function checkout(Cart $cart, string $paymentToken): Order
    {
        $subtotal = $cart->items->sum(fn ($item) => $item->quantity * $item->product->price_cents);
        $tax = $this->taxes->forCart($cart, $subtotal);

        $order = Order::create([
            'user_id' => $cart->user_id,
            'subtotal_cents' => $subtotal,
            'tax_cents' => $tax,
            'total_cents' => $subtotal + $tax,
            'status' => 'pending',
        ]);

        foreach ($cart->items as $item) {
            $product = Product::query()->lockForUpdate()->findOrFail($item->product_id);
            if ($product->stock < $item->quantity) {
                throw new OutOfStockException($product);
            }
            $product->decrement('stock', $item->quantity);
            $order->lines()->create([
                'product_id' => $product->id,
                'quantity' => $item->quantity,
                'unit_price_cents' => $product->price_cents,
            ]);
        }

        $cart->items()->delete();

        $charge = $this->payments->charge($paymentToken, $order->total_cents, "Order #{$order->id}");
        $order->update(['status' => 'paid', 'charge_id' => $charge->id]);

        Log::info('order placed', ['order' => $order->id, 'total' => $order->total_cents]);
        OrderPlaced::dispatch($order);

        return $order;
    }
}
