# ... keep existing imports and helpers ...

    def handle(self, *args, **options):
        # ... keep existing ...
        categories = {c.slug: c for c in Category.objects.all()}

        with transaction.atomic():
            for line_no, row in self.read_rows(path, options["delimiter"]):
                category = categories.get(row["category"].strip().lower())
                if category is None:
                    raise CommandError(f"line {line_no}: unknown category {row['category']!r}")
                price = self.parse_price(row["price"], line_no)
                if dry_run:
                    continue
                _, was_created = Product.objects.update_or_create(
                    sku=row["sku"].strip(),
                    defaults={
                        "name": row["name"].strip(),
                        "price": price,
                        "category": category,
                    },
                )
                if was_created:
                    created += 1
                else:
                    updated += 1

        if dry_run:
        # ... keep existing ...
