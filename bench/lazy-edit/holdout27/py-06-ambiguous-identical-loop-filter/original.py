import csv
import io
import json
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Iterable


@dataclass
class ReportExporter:
    """Serialises report rows for download in several formats."""

    tenant_id: str
    rows: list[dict[str, Any]] = field(default_factory=list)
    columns: tuple[str, ...] = ("id", "name", "status", "amount", "created")

    @classmethod
    def from_query(cls, tenant_id: str, records: Iterable[dict[str, Any]]) -> "ReportExporter":
        return cls(tenant_id=tenant_id, rows=list(records))

    @staticmethod
    def _format(value: Any) -> Any:
        if isinstance(value, date):
            return value.isoformat()
        if value is None:
            return ""
        return value

    def to_csv(self) -> str:
        buf = io.StringIO()
        writer = csv.DictWriter(buf, fieldnames=self.columns, extrasaction="ignore")
        writer.writeheader()
        for row in self.rows:
            if row.get("deleted"):
                continue
            writer.writerow({k: self._format(row.get(k)) for k in self.columns})
        return buf.getvalue()

    def to_json(self, indent: int | None = None) -> str:
        out = []
        for row in self.rows:
            if row.get("deleted"):
                continue
            out.append({k: self._format(row.get(k)) for k in self.columns})
        return json.dumps({"tenant": self.tenant_id, "rows": out}, indent=indent)

    def summary(self) -> dict[str, Any]:
        live = [r for r in self.rows if not r.get("deleted")]
        return {
            "tenant": self.tenant_id,
            "count": len(live),
            "total": sum(float(r.get("amount") or 0) for r in live),
        }
