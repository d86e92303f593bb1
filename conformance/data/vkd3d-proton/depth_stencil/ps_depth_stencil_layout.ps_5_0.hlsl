void main() {
  
}
