class Invoice
  def total
    lines.sum(&:amount)
  end

  def paid?
    paid_at.present?
  end
end
