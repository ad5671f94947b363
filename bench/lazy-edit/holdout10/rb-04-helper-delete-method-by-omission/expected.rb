module ApplicationHelper
  def page_title(title = nil)
    base = "Acme Tracker"
    title.present? ? "#{title} · #{base}" : base
  end

  def nav_link_to(name, path, **options)
    classes = ["nav-link", options.delete(:class)]
    classes << "active" if current_page?(path)
    link_to name, path, class: classes.compact.join(" "), **options
  end

  def format_money(cents, currency: "USD")
    number_to_currency(cents / 100.0, unit: currency_symbol(currency))
  end

  def currency_symbol(currency)
    { "USD" => "$", "EUR" => "€", "GBP" => "£" }.fetch(currency, "#{currency} ")
  end

  def short_date(date)
    return "" if date.nil?

    l(date.to_date, format: :short)
  end

  def long_date(date)
    return "" if date.nil?

    l(date.to_date, format: :long)
  end

  def avatar_for(user, size: 32)
    if user.avatar.attached?
      image_tag user.avatar.variant(resize_to_fill: [size, size]), class: "avatar", alt: user.name
    else
      content_tag :span, user.initials, class: "avatar avatar-placeholder", style: "width: #{size}px; height: #{size}px"
    end
  end

  def flash_class(level)
    case level.to_sym
    when :notice then "alert alert-success"
    when :alert then "alert alert-danger"
    else "alert alert-info"
    end
  end
end
