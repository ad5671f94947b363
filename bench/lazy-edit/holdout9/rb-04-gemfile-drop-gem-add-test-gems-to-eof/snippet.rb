# ... existing code ...

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
