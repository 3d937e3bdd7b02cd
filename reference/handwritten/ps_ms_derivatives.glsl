#version 460

layout(location = 0) out uint out_SV_Target0;

void main()
{
    out_SV_Target0 = 1234u;
}

