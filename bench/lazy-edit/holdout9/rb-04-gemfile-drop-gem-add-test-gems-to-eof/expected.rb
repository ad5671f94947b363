source "https://rubygems.org"

ruby "3.3.1"

gem "rails", "~> 7.1.3"
gem "pg", "~> 1.5"
gem "puma", ">= 6.0"
gem "sprockets-rails"
gem "importmap-rails"
gem "turbo-rails"
gem "stimulus-rails"
gem "jbuilder"
gem "redis", ">= 4.0.1"
gem "sidekiq", "~> 7.2"
gem "devise", "~> 4.9"
gem "pundit"
gem "pagy", "~> 6.2"
gem "image_processing", "~> 1.2"
gem "bootsnap", require: false
gem "tzinfo-data", platforms: %i[windows jruby]

group :development, :test do
  gem "debug", platforms: %i[mri windows]
  gem "rspec-rails", "~> 6.1"
  gem "factory_bot_rails"
  gem "faker"
end

group :development do
  gem "web-console"
  gem "rack-mini-profiler"
  gem "rubocop-rails", require: false
  gem "rubocop-rspec", require: false
end

group :test do
  gem "capybara"
  gem "selenium-webdriver"
  gem "shoulda-matchers", "~> 6.0"
  gem "simplecov", require: false
  gem "webmock"
  gem "vcr"
end
