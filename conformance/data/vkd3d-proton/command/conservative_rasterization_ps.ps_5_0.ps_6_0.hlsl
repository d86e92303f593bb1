void main() { }
