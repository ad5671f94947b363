import logging
from dataclasses import dataclass

from django.db import transaction
from django.db.models import F

from inventory.models import StockItem, StockMovement
from orders.models import Order

logger = logging.getLogger(__name__)


class InsufficientStock(Exception):
    def __init__(self, sku: str, requested: int, available: int):
        super().__init__(f"{sku}: requested {requested}, only {available} available")
        self.sku = sku
        self.requested = requested
        self.available = available


@dataclass(frozen=True)
class ReservationResult:
    order_id: int
    reserved_lines: int


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
    released = 0
    for movement in StockMovement.objects.filter(order=order, kind=StockMovement.Kind.RESERVE):
        StockItem.objects.filter(pk=movement.item_id).update(
            available=F("available") - movement.delta,
            reserved=F("reserved") + movement.delta,
        )
        StockMovement.objects.create(
            item_id=movement.item_id,
            order=order,
            delta=-movement.delta,
            kind=StockMovement.Kind.RELEASE,
        )
        released += 1
    logger.info("Released %d reservations for order %s", released, order.pk)
    return released
