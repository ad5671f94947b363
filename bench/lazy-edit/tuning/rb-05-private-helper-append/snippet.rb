class Greeter
  # ... existing code ...

  def greet
    "#{salutation}, #{@name}!"
  end

  private

  def salutation
    Time.now.hour < 12 ? "Good morning" : "Hello"
  end
end
