// Non-variadic wrappers around libedit calls Swift cannot make directly (el_set, el_get, history are variadic).
