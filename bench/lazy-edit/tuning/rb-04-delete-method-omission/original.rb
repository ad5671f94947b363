class Invoice
  def total
    lines.sum(&:amount)
  end

  def legacy_total
    lines.map(&:amount).inject(0, :+)
  end

  def paid?
    paid_at.present?
  end
end
