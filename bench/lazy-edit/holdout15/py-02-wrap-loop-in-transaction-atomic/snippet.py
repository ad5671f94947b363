# ... existing code ...

def reserve_stock(order: Order) -> ReservationResult:
    lines = list(order.lines.all())
    logger.info("Reserving stock for order %s (%d lines)", order.pk, len(lines))

    reserved = 0
    with transaction.atomic():
        for line in lines:
            item = StockItem.objects.select_for_update().get(sku=line.sku)
            if item.available < line.quantity:
                raise InsufficientStock(line.sku, line.quantity, item.available)
            StockItem.objects.filter(pk=item.pk).update(
                available=F("available") - line.quantity,
                reserved=F("reserved") + line.quantity,
            )
            StockMovement.objects.create(
                item=item,
                order=order,
                delta=-line.quantity,
                kind=StockMovement.Kind.RESERVE,
            )
            reserved += 1

    logger.info("Reserved %d lines for order %s", reserved, order.pk)
    return ReservationResult(order_id=order.pk, reserved_lines=reserved)


@transaction.atomic
def release_stock(order: Order) -> int:
    # ... existing code ...
