#pragma once
#define SLOTS 4
