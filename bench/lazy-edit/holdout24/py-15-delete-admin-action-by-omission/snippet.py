# ... existing code ...
    inlines = (OrderLineInline, RefundInline)
    actions = ("mark_shipped", "export_csv")
# ... existing code ...
    @admin.action(description=_("Mark selected orders as shipped"))
    def mark_shipped(self, request: HttpRequest, queryset: QuerySet[Order]) -> None:
        updated = queryset.filter(status="paid").update(status="shipped")
        self.message_user(request, _("%d order(s) marked as shipped.") % updated, messages.SUCCESS)

    @admin.action(description=_("Export selected orders to CSV"))
    # ... existing code ...
