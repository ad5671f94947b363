from django.contrib import admin, messages
from django.db.models import Count, QuerySet
from django.http import HttpRequest
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from .models import Order, OrderLine, Refund


class OrderLineInline(admin.TabularInline):
    model = OrderLine
    extra = 0
    fields = ("sku", "description", "quantity", "unit_price", "line_total")
    readonly_fields = ("line_total",)


class RefundInline(admin.StackedInline):
    model = Refund
    extra = 0
    readonly_fields = ("created_at", "created_by")


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("number", "customer_link", "status_badge", "total", "line_count", "created_at")
    list_filter = ("status", "created_at", "channel")
    search_fields = ("number", "customer__email", "customer__last_name")
    date_hierarchy = "created_at"
    inlines = (OrderLineInline, RefundInline)
    actions = ("mark_shipped", "mark_cancelled", "export_csv")

    STATUS_COLOURS = {
        "pending": "#f0ad4e",
        "paid": "#5bc0de",
        "shipped": "#5cb85c",
        "cancelled": "#d9534f",
    }

    def get_queryset(self, request: HttpRequest) -> QuerySet[Order]:
        qs = super().get_queryset(request)
        return qs.select_related("customer").annotate(_line_count=Count("lines"))

    @admin.display(description=_("Customer"), ordering="customer__last_name")
    def customer_link(self, obj: Order) -> str:
        url = f"/admin/customers/customer/{obj.customer_id}/change/"
        return format_html('<a href="{}">{}</a>', url, obj.customer.get_full_name())

    @admin.display(description=_("Status"), ordering="status")
    def status_badge(self, obj: Order) -> str:
        colour = self.STATUS_COLOURS.get(obj.status, "#777")
        return format_html(
            '<span style="background:{};color:#fff;padding:2px 6px;border-radius:3px">{}</span>',
            colour,
            obj.get_status_display(),
        )

    @admin.display(description=_("Lines"), ordering="_line_count")
    def line_count(self, obj: Order) -> int:
        return obj._line_count

    @admin.action(description=_("Mark selected orders as shipped"))
    def mark_shipped(self, request: HttpRequest, queryset: QuerySet[Order]) -> None:
        updated = queryset.filter(status="paid").update(status="shipped")
        self.message_user(request, _("%d order(s) marked as shipped.") % updated, messages.SUCCESS)

    @admin.action(description=_("Cancel selected orders"))
    def mark_cancelled(self, request: HttpRequest, queryset: QuerySet[Order]) -> None:
        updated = queryset.exclude(status="shipped").update(status="cancelled")
        self.message_user(request, _("%d order(s) cancelled.") % updated, messages.WARNING)

    @admin.action(description=_("Export selected orders to CSV"))
    def export_csv(self, request: HttpRequest, queryset: QuerySet[Order]):
        from .exports import orders_to_csv_response

        return orders_to_csv_response(queryset)
