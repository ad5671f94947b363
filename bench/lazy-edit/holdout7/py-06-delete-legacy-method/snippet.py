# ... existing code ...

    def regions(self) -> list[str]:
        return sorted(self._totals)

    def _format_row(self, region: str) -> str:
        units, revenue = self._totals[region]
        return f"{region:<12} {units:>6} {revenue:>12.2f}"

    def to_text(self) -> str:
        lines = [f"{'Region':<12} {'Units':>6} {'Revenue':>12}"]
        for region in self.regions():
            lines.append(self._format_row(region))
        return "\n".join(lines)

    # ... existing code ...
