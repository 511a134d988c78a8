enum Season {
    case spring
    case summer
    case autumn
    case winter
}
