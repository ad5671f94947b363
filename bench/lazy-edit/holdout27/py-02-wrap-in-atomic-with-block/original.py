import csv
import logging
from decimal import Decimal, InvalidOperation

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from catalog.models import Category, Product

log = logging.getLogger(__name__)


class Command(BaseCommand):
    help = "Import or update products from a supplier CSV export."

    def add_arguments(self, parser):
        parser.add_argument("path", help="Path to the CSV file")
        parser.add_argument(
            "--dry-run",
            action="store_true",
            help="Parse and validate the file without writing anything",
        )
        parser.add_argument("--delimiter", default=";")

    def parse_price(self, raw, line_no):
        try:
            return Decimal(raw.replace(",", ".")).quantize(Decimal("0.01"))
        except InvalidOperation:
            raise CommandError(f"line {line_no}: invalid price {raw!r}")

    def read_rows(self, path, delimiter):
        with open(path, newline="", encoding="utf-8-sig") as fh:
            reader = csv.DictReader(fh, delimiter=delimiter)
            missing = {"sku", "name", "price", "category"} - set(reader.fieldnames or [])
            if missing:
                raise CommandError(f"missing columns: {', '.join(sorted(missing))}")
            for line_no, row in enumerate(reader, start=2):
                yield line_no, row

    def handle(self, *args, **options):
        path = options["path"]
        dry_run = options["dry_run"]
        created = updated = 0

        categories = {c.slug: c for c in Category.objects.all()}

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
            self.stdout.write(self.style.WARNING("dry run: no changes written"))
        else:
            self.stdout.write(self.style.SUCCESS(f"{created} created, {updated} updated"))
        log.info("product import finished: %s created, %s updated", created, updated)
