public class Temperature {
    private final double celsius;

    public Temperature(double celsius) {
        this.celsius = celsius;
    }

    public double fahrenheit() {
        return celsius * 9 / 5 + 32;
    }

    @Override
    public String toString() {
        return String.format("%.1f C", celsius);
    }
}
