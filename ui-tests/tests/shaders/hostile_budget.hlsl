// Each level is eight of the one before: 8^8 tokens unless the budget
// stops it.
#define A "x"
#define B A A A A A A A A
#define C B B B B B B B B
#define D C C C C C C C C
#define E D D D D D D D D
#define F E E E E E E E E
#define G F F F F F F F F
#define RS G G G G G G G G
