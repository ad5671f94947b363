# ... existing helpers ...

  def currency_symbol(currency)
    { "USD" => "$", "EUR" => "€", "GBP" => "£" }.fetch(currency, "#{currency} ")
  end

  def short_date(date)
    return "" if date.nil?

    l(date.to_date, format: :short)
  end

# ... existing helpers ...
